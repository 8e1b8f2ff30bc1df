/** The route of partner bots (spec: /user/bot). */
export const BOT_RESOURCE = 'user/bot';
