import { SectionPage } from './section-page';

export default function DashboardPage() {
  return <SectionPage titleId="reports.dashboard.title" route="dashboard" />;
}
