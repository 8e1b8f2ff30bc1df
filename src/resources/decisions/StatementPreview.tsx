// The statement of reasons as the affected player will read it, under the
// reason being chosen (src/resources/decisions/statement.ts): shown before a
// reviewer confirms a decision, in the reviewer's language.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const StatementPreview = ({ text }: { text: string | null }) => {
  const translate = useTranslate();
  if (!text) return null;
  return (
    <Box data-testid="statement-preview" sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }} component="p">{translate('mdr.statement.preview')}</Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{text}</Typography>
    </Box>
  );
};
