// MODULES[].icon (Material icon names) → @mui/icons-material components.
import type { ComponentType } from 'react';
import BoltIcon from '@mui/icons-material/Bolt';
import BugReportIcon from '@mui/icons-material/BugReport';
import BuildIcon from '@mui/icons-material/Build';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FeedbackIcon from '@mui/icons-material/Feedback';
import FolderIcon from '@mui/icons-material/Folder';
import GroupIcon from '@mui/icons-material/Group';
import LaunchIcon from '@mui/icons-material/Launch';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptIcon from '@mui/icons-material/Receipt';
import StorageIcon from '@mui/icons-material/Storage';

const ICONS: Record<string, ComponentType> = {
  bolt: BoltIcon,
  bug_report: BugReportIcon,
  build: BuildIcon,
  campaign: CampaignIcon,
  dashboard: DashboardIcon,
  feedback: FeedbackIcon,
  group: GroupIcon,
  link: LaunchIcon,
  live_tv: LiveTvIcon,
  menu_book: MenuBookIcon,
  person: PersonIcon,
  receipt: ReceiptIcon,
  storage: StorageIcon,
};

export const moduleIcon = (name: string): ComponentType => ICONS[name] ?? FolderIcon;
