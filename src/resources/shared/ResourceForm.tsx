import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import {
  SimpleForm, useBlocker, useSaveContext, useTranslate, type SimpleFormProps,
} from 'react-admin';

/** A move from `from` to `to` stays inside the form (its tabs), the show page excepted (react-admin's rule). */
const staysInForm = (from: string, to: string) => to.startsWith(from) && !to.startsWith(`${from}/show`);

/**
 * react-admin's unsaved-changes warning (useWarnWhenUnsavedChanges) with two
 * differences. Off while a save is on its way: a pessimistic save redirects
 * (to the show page) before the form learns it succeeded, and react-admin's
 * own warning then asks "unsaved changes?" right after a successful save.
 * And leaving with "discard" resets the form before it goes: the route change
 * that follows is a transition, and if another one (the browser's back, a
 * link) replaces it before the next page has rendered, this form never
 * unmounts and would show the discarded values again when its page is next
 * opened.
 */
const UnsavedChangesGuard = () => {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  const { reset } = useFormContext();
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const guarding = !saving && !isSubmitSuccessful && Object.keys(dirtyFields).length > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    guarding && !staysInForm(currentLocation.pathname, nextLocation.pathname));

  // one answer per blocked move: the reset below re-runs this effect while the router still says "blocked"
  const answered = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      answered.current = false;
      return;
    }
    if (answered.current) return;
    answered.current = true;
    if (guarding && !window.confirm(translate('ra.message.unsaved_changes'))) {
      blocker.reset?.();
      return;
    }
    if (guarding) reset(); // discarded
    blocker.proceed?.();
    // the blocker object is new on every render; its state is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state, guarding]);

  // closing or reloading the tab: the browser's own prompt
  useEffect(() => {
    if (!guarding) return undefined;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = true; // Chrome/Edge before 119
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [guarding]);
  return null;
};

/**
 * The form of every create and edit page: react-admin's SimpleForm that, by
 * default, asks before leaving with unsaved changes — moving to another route
 * (the hash router's blocker, window.confirm with ra.message.unsaved_changes)
 * and closing or reloading the tab (the browser's beforeunload prompt). Saving
 * leaves without asking; leaving with "discard" forgets the changes.
 */
export const ResourceForm = ({ warnWhenUnsavedChanges = true, children, ...props }: SimpleFormProps) => (
  <SimpleForm {...props}>
    {warnWhenUnsavedChanges && <UnsavedChangesGuard />}
    {children}
  </SimpleForm>
);
