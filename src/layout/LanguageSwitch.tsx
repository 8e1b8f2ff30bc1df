import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALE_CHOICES } from '../i18n';

/**
 * 中文 / English. react-admin's locale state drives i18nProvider.changeLocale,
 * which also stores the choice (localStorage 'arco-locale').
 */
export const LanguageSwitch = ({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={locale}
      aria-label={translate('app.language')}
      onChange={(_, next: string | null) => next && setLocale(next)}
      sx={{
        mx: 1,
        '& .MuiToggleButton-root': { color, borderColor: 'currentColor', py: 0.25, textTransform: 'none' },
        // on the coloured app bar the default selected shade is invisible, and a light one
        // leaves white text under 4.5:1: a darker shade keeps it readable on any theme colour
        '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover':
          color === 'inherit' ? { color, bgcolor: 'rgba(0,0,0,0.32)' } : {},
      }}
    >
      {LOCALE_CHOICES.map(({ locale: value, name }) => (
        <ToggleButton key={value} value={value} lang={value}>{name}</ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
