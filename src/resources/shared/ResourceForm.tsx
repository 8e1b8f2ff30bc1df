import { SimpleForm, type SimpleFormProps } from 'react-admin';

/**
 * The form of every create and edit page: react-admin's SimpleForm that, by
 * default, asks before leaving with unsaved changes — moving to another route
 * (the hash router's blocker, window.confirm with ra.message.unsaved_changes)
 * and closing or reloading the tab (the browser's beforeunload prompt). A
 * successful save leaves without asking.
 */
export const ResourceForm = ({ warnWhenUnsavedChanges = true, ...props }: SimpleFormProps) => (
  <SimpleForm warnWhenUnsavedChanges={warnWhenUnsavedChanges} {...props} />
);
