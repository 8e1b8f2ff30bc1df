import { EditButton, ShowButton, TopToolbar } from 'react-admin';
import { TransitionButtons } from '../shared/TransitionButtons';
import { articleTransitions } from './transitions';

/** Top bar of the show and edit pages: the legal review actions, then a link to the other page. */
export const ArticleActions = ({ view }: { view: 'show' | 'edit' }) => (
  <TopToolbar>
    <TransitionButtons transitions={articleTransitions} />
    {view === 'show' ? <EditButton /> : <ShowButton />}
  </TopToolbar>
);
