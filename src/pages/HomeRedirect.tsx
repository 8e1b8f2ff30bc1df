import { Navigate } from 'react-admin';
import { WORKPLACE_PATH } from './paths';

/** react-admin's dashboard route '/': the spec's landing page is the workplace. */
export const HomeRedirect = () => <Navigate to={WORKPLACE_PATH} replace />;
