// A role as the API answers it; the panel imports only the type.
import { Type, type Static } from '@sinclair/typebox';
import { ROLES } from '../roles';
import { DateTime, labelled } from './schema';

export const RoleSchema = Type.Object(labelled({
  id: Type.Integer(),
  nameZh: Type.String(),
  nameEn: Type.String(),
  description: Type.String(),
  keys: Type.Array(Type.String(), { description: 'action keys (contract/access/actionKeys.ts, docs/access.md)' }),
  holders: Type.Integer({ description: 'enabled staff accounts holding the role' }),
  createdAt: DateTime,
  updatedAt: DateTime,
  version: Type.Integer(),
  // optional until every answer carries it: the panel reads a missing one as false
  beyondReader: Type.Optional(Type.Boolean({ description: 'the role holds a key the reader lacks: the reader may not act on it' })),
}, ROLES.labels['en-US'].fields));

export type RoleRecord = Static<typeof RoleSchema>;
