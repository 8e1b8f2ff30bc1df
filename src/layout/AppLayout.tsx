import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useAppSettings } from '../settings/settings';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { AppThemeProvider } from './AppThemeProvider';
import { Footer } from './Footer';
import { ProgressBar } from './progress/ProgressBar';
import { FloatingSettingsButton, SettingsDrawer } from './settings/SettingsDrawer';
import { TabBar } from './tabs/TabBar';

/** Without the navbar, the page and the menu start at the top of the window. */
const noNavbarSx = {
  '& .RaLayout-appFrame': { marginTop: 0 },
  '& .RaSidebar-docked, & .RaSidebar-fixed': { height: '100vh' },
};

/**
 * The shell of every signed-in page (spec §2): app bar, side menu, tab bar,
 * page, footer, settings drawer and progress bar, arranged by the app settings.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const [{ navbar, tabBar, footer }] = useAppSettings();
  return (
    <AppThemeProvider baseline>
      <Layout appBar={AppBar} menu={AppMenu} sidebar={AppSidebar} appBarAlwaysOn sx={navbar ? undefined : noNavbarSx}>
        {tabBar && <TabBar />}
        {children}
        {footer && <Footer />}
      </Layout>
      <SettingsDrawer />
      <FloatingSettingsButton />
      <ProgressBar />
    </AppThemeProvider>
  );
};
