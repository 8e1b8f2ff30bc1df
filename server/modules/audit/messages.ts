// Messages of the audit log: its field names (CSV headers), from the contract.
import { AUDIT_LOG, contractMessages } from '../../../contract';
import { registerMessages } from '../../core/i18n';

registerMessages(contractMessages(AUDIT_LOG));
