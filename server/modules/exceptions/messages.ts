// Messages of the exceptions module: field and state names from the contract.
import { EXCEPTIONS, contractMessages } from '../../../contract';
import { registerMessages } from '../../core/i18n';

registerMessages(contractMessages(EXCEPTIONS));
