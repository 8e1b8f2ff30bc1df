-- A role's description in both languages, as its name: the Chinese panel showed the seeded
-- roles' English descriptions. What a role had becomes its Chinese description unless it is
-- one of the seeded roles' English texts: those move to the English one, with the Chinese
-- written here (server/seed/roles.ts holds both as they are now).
ALTER TABLE roles RENAME COLUMN description TO description_zh;
ALTER TABLE roles ADD COLUMN description_en text NOT NULL DEFAULT '';

UPDATE roles SET description_en = description_zh, description_zh = CASE name_en
    WHEN 'Content reviewer' THEN '攻略、配装与作者申请的查看、审核和历史；玩家举报、处理决定与申诉。不含资金，不含个人信息。'
    WHEN 'Finance' THEN '订单与退款、提现、作者余额与调整、电量套餐、推广链接。'
    WHEN 'Support' THEN '用户反馈、直播间、异常上报、游戏数据与合作方机器人。'
    WHEN 'Auditor' THEN '查看全部记录，包括金额与审计日志；不能操作、导出或查看敏感信息。'
  END
  WHERE name_en IN ('Content reviewer', 'Finance', 'Support', 'Auditor') AND description_zh !~ '[一-龥]';
