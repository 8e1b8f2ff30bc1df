// The record fields every reviewed content resource has (src/contract/review.ts),
// spread into its schema after its own fields.
import { Type } from '@sinclair/typebox';
import { REVIEW_STATES } from '../review';
import { DateTime, Nullable, StringEnum } from './schema';

export const ReviewStatus = StringEnum(REVIEW_STATES);

export const reviewRecordFields = () => ({
  status: ReviewStatus,
  reason: Type.String({ description: 'why it was rejected or hidden' }),
  featured: Type.Boolean(),
  views: Type.Integer(),
  likes: Type.Integer(),
  reviewedBy: Nullable(Type.Integer({ description: 'staff id of the last review' })),
  createdAt: DateTime,
  updatedAt: DateTime,
  publishedAt: Nullable(DateTime),
  version: Type.Integer(),
});
