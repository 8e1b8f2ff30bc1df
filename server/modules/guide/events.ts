// What the article review workflow tells staff (docs/panel.md "Message centre"), run as the
// transitions' `after` hooks, inside their transactions: a submitted article
// becomes a todo for the guide team (done by itself once reviewed); a rejection is a message to the team
// saying who rejected what and why. The actor is never told of their own act.
import type { Transaction } from 'kysely';
import type { ActionKey } from '../../../contract/access/actionKeys';
import { registerMessages } from '../../core/i18n';
import type { DB } from '../../db/schema';
import { avatarOf, notify, type MessageTexts } from '../messages';
import type { TransitionEvent } from '../../resources/types';
import type { ArticleResponse } from './articles';

/** Who is told of articles to review and of rejections: the staff who may approve them. */
export const REVIEWERS_KEY: ActionKey = 'articles.approve';

/** todo; params author, title, category */
export const ARTICLE_PENDING: MessageTexts = { title: 'msg.guide.article_pending.title', content: 'msg.guide.article_pending.content' };
/** message; params actor, title, reason */
export const ARTICLE_REJECTED: MessageTexts = {
  title: 'msg.guide.article_rejected.title',
  subTitle: 'msg.guide.article_rejected.sub_title',
  content: 'msg.guide.article_rejected.content',
};

/** The panel page of an article (react-admin's show route of #/wow_guide/article). */
export const articleLink = (id: number) => `#/wow_guide/article/${id}/show`;

type ArticleEvent = TransitionEvent<ArticleResponse>;

export async function onSubmitted(trx: Transaction<DB>, { after, ctx }: ArticleEvent): Promise<void> {
  await notify(trx, {
    to: { key: REVIEWERS_KEY, exceptAdminId: ctx.actor.id },
    type: 'todo',
    ...ARTICLE_PENDING,
    params: { author: after.authorName, title: after.title, category: after.categoryName },
    messageType: 0,
    link: articleLink(after.id),
    // done by itself once the article is approved or rejected (messages/todos.ts)
    subject: { resource: 'articles', id: after.id, state: 'pending' },
  });
}

export async function onRejected(trx: Transaction<DB>, { after, ctx }: ArticleEvent): Promise<void> {
  await notify(trx, {
    to: { key: REVIEWERS_KEY, exceptAdminId: ctx.actor.id },
    type: 'message',
    ...ARTICLE_REJECTED,
    params: { actor: ctx.actor.name, title: after.title, reason: after.reason },
    avatar: await avatarOf(trx, ctx.actor.id),
    link: articleLink(after.id),
  });
}

registerMessages({
  'zh-CN': {
    'msg.guide.article_pending.title': '文章待审核',
    'msg.guide.article_pending.content': '{author} 提交了《{title}》（{category}），请审核。',
    'msg.guide.article_rejected.title': '{actor}',
    'msg.guide.article_rejected.sub_title': '驳回了一篇文章',
    'msg.guide.article_rejected.content': '《{title}》：{reason}',
  },
  'en-US': {
    'msg.guide.article_pending.title': 'Article awaiting review',
    'msg.guide.article_pending.content': '{author} submitted "{title}" ({category}) for review.',
    'msg.guide.article_rejected.title': '{actor}',
    'msg.guide.article_rejected.sub_title': 'rejected an article',
    'msg.guide.article_rejected.content': '"{title}": {reason}',
  },
});
