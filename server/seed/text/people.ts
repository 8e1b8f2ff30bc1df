// Name parts for demo platform users and authors, Chinese and English.

export const ZH_NICK_HEADS = [
  '暗影', '冰霜', '烈焰', '圣光', '月影', '雷霆', '风暴', '星辰', '血色', '虚空', '翡翠', '黎明', '夜色', '银月',
  '铁炉堡', '暴风城', '奥格瑞玛', '幽暗城', '达拉然', '诺森德', '潘达利亚', '艾泽拉斯', '不朽', '会飞的', '今天也要',
];
export const ZH_NICK_TAILS = [
  '猎手', '小法师', '奶骑', '小德', '大狗', '术士', '骑士', '战神', '游侠', '行者', '之刃', '咆哮', '守望者', '萨满',
  '武僧', '唤魔师', '咸鱼', '打本人', '牧师', '盗贼', '小猫', '熊猫人', '地精', '侏儒',
];
export const ZH_NICK_FULL = [
  '今天也要打本', '一只会奶的鱼', '开荒到天亮', '不朽的咸鱼', '会飞的奶骑', '大秘境钉子户', '铁炉堡的风', '暴风城的猫',
  '奥格门口摆摊', '竞技场挨打王', '坐骑收藏家', '周常打卡机', '佛系玩家', '老猎人不朽', '艾泽拉斯观光团',
];
export const PINYIN = [
  'xiaoming', 'leiting', 'bingshuang', 'yueying', 'anying', 'fengbao', 'xingchen', 'liming', 'yeyu', 'chenxi',
  'haoran', 'zhiyuan', 'yuxuan', 'siyu', 'mochen', 'tianyi', 'ruoxi', 'jiahao', 'wanqing', 'zihan',
];
export const ZH_MAIL_DOMAINS = ['qq.com', '163.com', '126.com', 'foxmail.com', 'sina.com', 'outlook.com'];

export const EN_NICK_HEADS = [
  'Shadow', 'Frost', 'Storm', 'Iron', 'Moon', 'Sun', 'Blood', 'Void', 'Fel', 'Light', 'Wild', 'Thunder', 'Silver',
  'Grim', 'Ember', 'Dawn', 'Night', 'Stone', 'Ash', 'Raven',
];
export const EN_NICK_TAILS = [
  'blade', 'weaver', 'hoof', 'fang', 'heart', 'forge', 'song', 'walker', 'mane', 'shot', 'fury', 'strider',
  'whisper', 'claw', 'brew', 'ward', 'bloom', 'scale',
];
export const EN_NICK_FULL = [
  'LeeroyJr', 'PugLife', 'KeyPusher', 'TankNSpank', 'HealzPlz', 'LootGoblin', 'AFKinOrgrimmar', 'MountHunter',
  'CasualRaider', 'OneMorePull', 'DungeonDad', 'TransmogQueen', 'GoldCapGary', 'SoloShuffler', 'WipeRecovery',
];
export const EN_MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'icloud.com', 'proton.me', 'hotmail.com', 'yahoo.com'];

export const PEN_NAME_SUFFIX = {
  zh: ['', '', '', '攻略组', '的攻略笔记', '工作室', '频道'],
  en: ['', '', '', ' Guides', ' Gaming', ' TV', ' Academy'],
};

export const BIOS = {
  zh: [
    '十年老玩家，主玩{class}，专注团本与大秘境攻略。', '公会团长，带团开荒{raid}，喜欢把机制讲明白。',
    '收藏党，坐骑数量 400+，分享各种坐骑和宠物的获取路线。', '竞技场 2400 玩家，{class}专精，偶尔直播。',
    '专业技能赚金爱好者，拍卖行研究员。', '新手向攻略作者，希望每个人都能少走弯路。',
  ],
  en: [
    'Playing since Vanilla, {class} main, writing raid and Mythic+ guides.', 'Guild master leading {raid} progression; I like clear explanations.',
    'Collector with 400+ mounts, sharing farming routes for mounts and pets.', '2400-rated arena player, {class} specialist, streams sometimes.',
    'Gold maker and auction house nerd.', 'I write beginner guides so nobody has to learn things the hard way.',
  ],
};

export type Lang = 'zh' | 'en';

const CJK = /[\u3400-\u9fff]/;

/** The language a name or title is written in (Chinese if it has any CJK character). */
export function langOf(text: string): Lang {
  return CJK.test(text) ? 'zh' : 'en';
}
