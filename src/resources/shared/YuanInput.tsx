import { TextInput, type TextInputProps } from 'react-admin';
import { parseYuan } from '../../../contract/money';

/** Shows fen as "45.00"; what the person types stays as typed until it is an amount. */
const format = (v: unknown) => (typeof v === 'number' ? (v / 100).toFixed(2) : (v as string | undefined) ?? '');
const parse = (text: string) => parseYuan(text) ?? text;

/** A valid amount of at least ¥0.01 (the API holds fen). */
export const validYuan = (message: string) => (v: unknown) =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? undefined : message);

/** A money input: the person edits yuan, the form (and the API) holds integer fen. */
export const YuanInput = (props: TextInputProps) => (
  <TextInput format={format} parse={parse} slotProps={{ htmlInput: { inputMode: 'decimal' } }} {...props} />
);
