// react-admin's own pages for rare states, fetched only when one shows (src/layout/Admin.tsx).
export { AuthCallback, AuthenticationError, Error } from 'react-admin';
