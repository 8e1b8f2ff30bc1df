// Schemas and helpers the authors module's resources share.
import { Type } from '@sinclair/typebox';

export const Reason = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });

/** The first moment of `date` (YYYY-MM-DD, UTC), `days` later. */
export const dayStart = (date: string, days = 0) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
