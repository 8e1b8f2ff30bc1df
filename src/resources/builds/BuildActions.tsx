import { EditButton, ShowButton, TopToolbar } from 'react-admin';
import { TransitionButtons } from '../shared/TransitionButtons';
import { buildTransitions } from './transitions';

/** Top bar of the show and edit pages: the legal review actions, then a link to the other page. */
export const BuildActions = ({ view }: { view: 'show' | 'edit' }) => (
  <TopToolbar>
    <TransitionButtons transitions={buildTransitions} />
    {view === 'show' ? <EditButton /> : <ShowButton />}
  </TopToolbar>
);
