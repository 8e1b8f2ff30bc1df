// Every module declaration of this folder (npm run keys:generate, from the files of its folder: never by hand).
// The menu sorts them by `order`; modules of the same order keep this order (a
// module listed once keeps its place, a new one comes last).
import dashboard from './dashboard';
import wowGuide from './wow_guide';
import wowAuthor from './wow_author';
import channelPromotion from './channel_promotion';
import wowBuild from './wow_build';
import wowFeedback from './wow_feedback';
import wowLive from './wow_live';
import supports from './supports';
import exception from './exception';
import orders from './orders';
import db from './db';
import user from './user';
import review from './review';

export const DECLARED = [
  dashboard,
  wowGuide,
  wowAuthor,
  channelPromotion,
  wowBuild,
  wowFeedback,
  wowLive,
  supports,
  exception,
  orders,
  db,
  user,
  review,
] as const;
