// Pieces every moderation resource reuses (see src/resources/articles for the example).
export { BulkTransitionButton } from './BulkTransitionButton';
export { bulkResultNotification } from './bulkResult';
export { CsvExportButton } from './CsvExportButton';
export { CONFLICT, errorCode, errorMessage, hasFieldErrors } from './errors';
export { sharedMessages } from './messages';
export { ListPagination } from './ListPagination';
export { LocaleDateField } from './LocaleDateField';
export { ReasonDialog, reasonError } from './ReasonDialog';
export { RecordHistory } from './RecordHistory';
export { StatusChip, type ChipStyle } from './StatusChip';
export { TransitionButton } from './TransitionButton';
export { TransitionButtons } from './TransitionButtons';
export { bulkTransitions, REASON_MAX, transitionsFrom, type TransitionDef } from './transitions';
export { useNotifyError } from './useNotifyError';
export { useRecordTransition } from './useRecordTransition';
export { useSaveErrorHandler } from './useSaveErrorHandler';
export { httpUrl, keepEmptyString, pickFields } from './validators';
