import { Box, Button } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALE_CHOICES } from '../i18n';

/**
 * 中文 / English. react-admin's locale state drives i18nProvider.changeLocale,
 * which also stores the choice (localStorage 'arco-locale').
 * Two pressed/unpressed buttons in a group, drawn like MUI's small
 * ToggleButtonGroup, which the login page's first download does without
 * (docs/performance.md).
 */
export const LanguageSwitch = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <Box
      role="group"
      aria-label={translate('app.language')}
      sx={{
        mx: 1, display: 'inline-flex', border: 1, borderColor: 'currentColor', borderRadius: 1, color,
        '& .MuiButton-root': { color, py: 0.25, minWidth: 0, borderRadius: 0, textTransform: 'none' },
        '& .MuiButton-root + .MuiButton-root': { borderLeft: 1, borderColor: 'currentColor' },
        // on the coloured app bar a light selected shade leaves white text under 4.5:1:
        // a darker shade keeps it readable on any theme colour; on the page, the
        // chosen one is filled (primary text on a grey shade falls under 4.5:1)
        '& .MuiButton-root[aria-pressed="true"]': color === 'inherit'
          ? { bgcolor: 'rgba(0,0,0,0.32)' }
          : { bgcolor: 'primary.main', color: 'primary.contrastText' },
      }}
    >
      {LOCALE_CHOICES.map(({ locale: value, name }) => (
        <Button
          key={value}
          size="small"
          lang={value}
          aria-pressed={locale === value}
          onClick={() => locale !== value && setLocale(value)}
        >
          {name}
        </Button>
      ))}
    </Box>
  );
};
