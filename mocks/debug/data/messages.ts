// The message centre's sample messages (the message item of docs/domain.md):
// private messages, notices and to-dos; status 0 unread, 1 read.
import type { SampleLang } from '../lang';

export type MessageType = 'message' | 'notice' | 'todo';

export interface SampleMessage {
  id: number;
  type: MessageType;
  title: string;
  subTitle: string;
  avatar: string;
  content: string;
  time: string;
  status: 0 | 1;
  /** on notices and to-dos only: 0, 1 or 3 */
  messageType?: 0 | 1 | 3;
}

type Text = Pick<SampleMessage, 'title' | 'subTitle' | 'content'>;
type Base = Omit<SampleMessage, keyof Text>;

const BASE: Base[] = [
  { id: 1, type: 'message', avatar: '', time: '2025-06-03 12:30:01', status: 0 },
  { id: 2, type: 'message', avatar: '', time: '2025-06-03 10:12:40', status: 0 },
  { id: 3, type: 'message', avatar: '', time: '2025-06-02 18:30:00', status: 1 },
  { id: 4, type: 'notice', avatar: '', time: '2025-06-01 09:00:00', status: 0, messageType: 3 },
  { id: 5, type: 'notice', avatar: '', time: '2025-05-28 14:00:00', status: 1, messageType: 1 },
  { id: 6, type: 'todo', avatar: '', time: '2025-06-03 08:00:00', status: 0, messageType: 0 },
  { id: 7, type: 'todo', avatar: '', time: '2025-06-02 08:00:00', status: 0, messageType: 1 },
];

const TEXT: Record<SampleLang, Text[]> = {
  'zh-CN': [
    { title: '林晓', subTitle: '的私信', content: '你好，我提交的《团队副本开荒全流程攻略》什么时候能审核？' },
    { title: '陈一鸣', subTitle: '的回复', content: '配装「冰霜法师 PvE」已按意见修改，请再看一下。' },
    { title: '王佳', subTitle: '的私信', content: '直播间「周末团本」想申请首页推荐位。' },
    { title: '系统维护通知', subTitle: '', content: '本周四 02:00–04:00 进行数据库维护，期间后台只读。' },
    { title: '审核规范更新', subTitle: '', content: '攻略审核规范已更新：驳回时请写明具体原因。' },
    { title: '待审核文章', subTitle: '', content: '有 12 篇攻略文章等待审核。' },
    { title: '作者提现申请', subTitle: '', content: '3 笔作者提现申请待处理，请于周五前完成。' },
  ],
  'en-US': [
    { title: 'Lin Xiao', subTitle: 'sent you a message', content: 'Hi, when will my "Raid progression, start to finish" guide be reviewed?' },
    { title: 'Chen Yiming', subTitle: 'replied', content: 'I changed the "Frost mage PvE" build as you asked; please take another look.' },
    { title: 'Wang Jia', subTitle: 'sent you a message', content: 'The "Weekend raid" live room would like a spot on the home page.' },
    { title: 'Scheduled maintenance', subTitle: '', content: 'The database is maintained on Thursday 02:00–04:00; the panel is read-only meanwhile.' },
    { title: 'Review guidelines updated', subTitle: '', content: 'The guide review guidelines changed: give a concrete reason when rejecting.' },
    { title: 'Articles awaiting review', subTitle: '', content: '12 guide articles are waiting for review.' },
    { title: 'Author withdrawals', subTitle: '', content: '3 author withdrawal requests are waiting; please finish them by Friday.' },
  ],
};

export const sampleMessages = (lang: SampleLang): SampleMessage[] =>
  BASE.map((base, i) => ({ ...base, ...TEXT[lang][i] }));
