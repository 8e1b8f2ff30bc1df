import {
  SimpleForm, useSaveContext, useWarnWhenUnsavedChanges, type SimpleFormProps,
} from 'react-admin';

/**
 * react-admin's unsaved-changes warning, off while a save is on its way: a
 * pessimistic save redirects (to the show page) before the form learns it
 * succeeded, and react-admin's own `warnWhenUnsavedChanges` then asks
 * "unsaved changes?" right after a successful save.
 */
const UnsavedChangesGuard = () => {
  const { saving } = useSaveContext();
  useWarnWhenUnsavedChanges(!saving);
  return null;
};

/**
 * The form of every create and edit page: react-admin's SimpleForm that, by
 * default, asks before leaving with unsaved changes — moving to another route
 * (the hash router's blocker, window.confirm with ra.message.unsaved_changes)
 * and closing or reloading the tab (the browser's beforeunload prompt). Saving
 * leaves without asking.
 */
export const ResourceForm = ({ warnWhenUnsavedChanges = true, children, ...props }: SimpleFormProps) => (
  <SimpleForm {...props}>
    {warnWhenUnsavedChanges && <UnsavedChangesGuard />}
    {children}
  </SimpleForm>
);
