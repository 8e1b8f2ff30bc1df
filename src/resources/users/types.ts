/** The route of platform users (spec: /user/users). */
export const USER_RESOURCE = 'user/users';
