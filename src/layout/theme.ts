// The MUI theme as the app settings describe it: light or dark, the theme colour
// as the primary palette, the menu width as the sidebar's (docs/domain.md "Constants").
import { darken, lighten, type Theme } from '@mui/material/styles';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { getStoredLocale } from '../http/storage';
import { DEFAULT_SETTINGS, getSettings, isHexColor, type AppSettings } from '../settings/settings';

// theme.breakpoints.down('sm') of MUI's default breakpoints, the width useIsPhone (src/layout/useIsPhone.ts) switches at
const PHONE = '@media (max-width:599.95px)';
/** react-admin's collapsed sidebar width, kept as it is. */
const CLOSED_MENU_WIDTH = 55;

type ThemeSettings = Pick<AppSettings, 'theme' | 'themeColor' | 'menuWidth'> & Partial<Pick<AppSettings, 'colorWeak'>>;

/**
 * MUI writes buttons, tabs and toggles in capitals, which reads as shouting in
 * English (and does nothing for Chinese): every label shows as written.
 */
const sentenceCase = { styleOverrides: { root: { textTransform: 'none' as const } } };

/**
 * On a dark page the theme colour itself (#165DFF) is too dark for text
 * (contrast under 4.5:1 for toolbar buttons and links): a lighter shade of it
 * is used, with dark text on filled buttons.
 */
function primaryFor(mode: 'light' | 'dark', main: string) {
  return mode === 'dark' ? { main: lighten(main, 0.45), contrastText: 'rgba(0, 0, 0, 0.87)' } : { main };
}

/**
 * MUI's warning and error fall under 4.5:1 as text buttons (hide, delete) on
 * the page and the form toolbar, and white on a chip or the unread badge:
 * darker shades on a light page; on a dark one lighter shades with dark text.
 */
const statusColours = {
  light: {
    warning: { main: '#b45309', contrastText: '#fff' },
    error: { main: '#b71c1c', contrastText: '#fff' },
    // MUI's #0288d1 under white chip text is 3.9:1 (a "paid", "processing" chip)
    info: { main: '#0277bd', contrastText: '#fff' },
    // react-admin's #2196f3 as a text button (an exception's "ignore") is 3:1 on the page
    secondary: { main: '#0069c0', contrastText: '#fff' },
  },
  dark: {
    warning: { main: '#ffa726', contrastText: 'rgba(0, 0, 0, 0.87)' },
    error: { main: '#ef9a9a', contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
};

/**
 * The colour-weak filter (invert 80 %, src/settings/settings.ts) squeezes every colour into the
 * middle fifth to four fifths of the range, so secondary text falls under 4.5:1 in either mode:
 * with it on, secondary text is as strong as the filter allows and a dark page starts from black.
 */
function colourWeakText(mode: 'light' | 'dark', main: string) {
  // the colours of buttons, links and chips too: much deeper on a light page, much paler on a dark one
  const shade = (colour: string) => (mode === 'dark'
    ? { main: lighten(colour, 0.7), contrastText: '#000' }
    : { main: darken(colour, 0.5), contrastText: '#fff' });
  const colours = {
    primary: shade(main), secondary: shade(main), error: shade('#d32f2f'), warning: shade('#ed6c02'), info: shade('#0288d1'), success: shade('#2e7d32'),
  };
  return mode === 'dark'
    ? { ...colours, text: { primary: '#fff', secondary: 'rgba(255, 255, 255, 0.9)' }, background: { default: '#000', paper: '#050505' } }
    : { ...colours, text: { primary: '#000', secondary: 'rgba(0, 0, 0, 0.85)' } };
}

/**
 * On a phone a table (a record's events, sessions, keys) stacks: one block per row, each cell on a
 * line of its own under the column's name (its `data-label`), instead of columns squeezed to a
 * character or two. The header row stays for screen readers, out of sight.
 */
const stackedOnPhone = ({ theme: t }: { theme: Theme }) => ({
  [PHONE]: {
    display: 'block',
    '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
    '& tbody, & tr': { display: 'block' },
    '& tr': { padding: t.spacing(0.5, 0), borderBottom: `1px solid ${t.palette.divider}` },
    '& td': {
      display: 'block', border: 'none', padding: t.spacing(0.25, 1), whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left', maxWidth: 'none',
    },
    '& td[data-label]': { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: t.spacing(1) },
    '& td[data-label]::before': { content: 'attr(data-label)', color: t.palette.text.secondary },
  },
});

/**
 * react-admin labels a row's checkbox on its outer <span> (where an aria-label
 * is not allowed), leaving the input itself unnamed: the label moves to the input.
 */
const checkboxLabelOnInput = {
  defaultProps: {
    slotProps: {
      root: (state: { 'aria-label'?: string }) => (state['aria-label'] ? { 'aria-label': undefined } : {}),
      input: (state: { 'aria-label'?: string }) => (state['aria-label'] ? { 'aria-label': state['aria-label'] } : {}),
    },
  },
};

/**
 * Spinners have role progressbar, which needs a name; not the page progress
 * bar's own ("加载中"), so that one stays the only progress bar of that name.
 */
const LOADING_LABEL = { 'zh-CN': '请稍候', 'en-US': 'Please wait' } as const;
/** The pager's navigation, which MUI names "pagination navigation" in every language (its page buttons are react-admin's ra.navigation.*). */
const PAGER_LABEL: Record<keyof typeof LOADING_LABEL, string> = { 'zh-CN': '分页导航', 'en-US': 'Pagination' };

export function themeOptions(
  { theme, themeColor, menuWidth, colorWeak = false }: ThemeSettings,
  locale: keyof typeof LOADING_LABEL = getStoredLocale(),
): RaThemeOptions {
  const base = theme === 'dark' ? defaultDarkTheme : defaultLightTheme;
  const main = isHexColor(themeColor) ? themeColor : DEFAULT_SETTINGS.themeColor;
  return {
    ...base,
    palette: {
      ...base.palette,
      ...statusColours[theme === 'dark' ? 'dark' : 'light'],
      primary: primaryFor(theme === 'dark' ? 'dark' : 'light', main),
      ...(colorWeak ? colourWeakText(theme === 'dark' ? 'dark' : 'light', main) : {}),
    },
    sidebar: { width: menuWidth, closedWidth: CLOSED_MENU_WIDTH },
    components: {
      ...base.components,
      MuiButton: sentenceCase,
      MuiCheckbox: checkboxLabelOnInput,
      MuiCircularProgress: { defaultProps: { 'aria-label': LOADING_LABEL[locale] } },
      // a disabled field's hint ("pick the class first") is still read: secondary, not disabled, grey
      MuiFormHelperText: { styleOverrides: { root: ({ theme: t }: { theme: Theme }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) } },
      MuiTable: { styleOverrides: { root: stackedOnPhone } },
      MuiPagination: { defaultProps: { 'aria-label': PAGER_LABEL[locale] } },
      MuiTab: sentenceCase,
      MuiToggleButton: sentenceCase,
      // a page's buttons wrap onto a second line rather than widening a phone's page
      RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
      // a filter's switch ("live now") keeps MUI's -11 px margin, which puts its edge off a phone's screen
      RaFilterForm: { styleOverrides: { root: { [PHONE]: { '& .MuiFormControlLabel-root': { marginLeft: 0 } } } } },
      // on a phone react-admin floats the create button over the page's bottom right, where it covers
      // a row's status chip or the pager's next button: it stays among the page's buttons instead
      RaCreateButton: { styleOverrides: { root: { '&.RaCreateButton-floating': { position: 'static', width: 40, height: 40, minHeight: 40, boxShadow: 'none', zIndex: 'auto' } } } },
      // a table wider than the page (many columns at 1366 px) scrolls by itself
      RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
      RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
      // a record's aside (its history) goes under the record on a phone, not in a sliver beside it
      RaShow: { styleOverrides: { root: { [PHONE]: { '& .RaShow-main': { flexDirection: 'column', alignItems: 'stretch' } } } } },
      RaEdit: { styleOverrides: { root: { [PHONE]: { '& .RaEdit-main': { flexDirection: 'column', alignItems: 'stretch' } } } } },
    },
  };
}

/**
 * The theme react-admin starts with (login page included), from the stored
 * settings; inside the layout AppThemeProvider follows every change live.
 */
export const theme: RaThemeOptions = themeOptions(getSettings());
