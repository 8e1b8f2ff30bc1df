// Schemas and helpers the authors module's resources share.
import { Type } from '@sinclair/typebox';

export const Reason = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
