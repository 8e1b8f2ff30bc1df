import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useAppSettings } from '../settings/settings';
import { AppBar, APP_BAR_HEIGHT } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { AppThemeProvider } from './AppThemeProvider';
import { Chrome, ChromeProvider } from './chromeDeferral';
import { Footer } from './Footer';
import { PageHeader } from './PageHeader';
import { PreviewBanner } from './PreviewBanner';
import { ProgressBar } from './progress/ProgressBar';
import { FloatingSettingsButton, SettingsDrawer } from './settings/SettingsDrawer';
import { TabBar } from './tabs/TabBar';

/**
 * The page column may shrink below its content's width (a flex item's default
 * min-width is its content), so a wide table or code block scrolls inside the
 * page instead of widening the whole window on a phone.
 */
const layoutSx = {
  minWidth: 0,
  '& .RaLayout-content': { minWidth: 0 },
  // the dense app bar is as high on a phone (react-admin leaves 56 px there)
  '& .RaLayout-appFrame': { marginTop: `${APP_BAR_HEIGHT}px` },
};

/** Without the navbar, the page and the menu start at the top of the window. */
const noNavbarSx = {
  ...layoutSx,
  // (replaces the margin above)
  '& .RaLayout-appFrame': { marginTop: 0 },
  '& .RaSidebar-docked, & .RaSidebar-fixed': { height: '100vh' },
};

/**
 * The shell of every signed-in page (docs/panel.md "The shell"): app bar, side menu, tab bar,
 * breadcrumb and title, page, footer, settings drawer and progress bar, arranged by the app settings.
 * The page is drawn first, the shell's content in the next pass (./chromeDeferral.tsx).
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const [{ navbar, tabBar, footer }] = useAppSettings();
  return (
    <AppThemeProvider baseline>
      <ChromeProvider>
        <Layout appBar={AppBar} menu={AppMenu} sidebar={AppSidebar} appBarAlwaysOn sx={navbar ? layoutSx : noNavbarSx}>
          <PreviewBanner />
          {tabBar && <TabBar />}
          <PageHeader />
          {children}
          {footer && <Chrome><Footer /></Chrome>}
        </Layout>
        <Chrome>
          <SettingsDrawer />
          <FloatingSettingsButton />
          <ProgressBar />
        </Chrome>
      </ChromeProvider>
    </AppThemeProvider>
  );
};
