import AssessmentIcon from '@mui/icons-material/Assessment';
import { Route } from 'react-router-dom';
import type { ConsoleWorkflow } from '../../shell/consoleArea';
import { lazyPage } from '../../shell/routePages';

const ReportingPage = lazyPage(() => import('./ReportingPage'), 'ReportingPage');

/**
 * /reporting (spec §2): a report (portfolio report, capital gains, valuation statement) for a selection
 * of clients, run on the shared job queue (decision 0703); its progress and download are the job's page.
 */
export const reporting: ConsoleWorkflow = {
  name: 'reporting',
  routes: [<Route key="reporting" path="/reporting" element={<ReportingPage />} />],
  messages: [{ resources: { reporting: { menu: 'Reporting' } } }],
  pageWords: () => import('./messages').then((words) => [words.reportingMessages]),
  menu: [{ to: '/reporting', label: 'resources.reporting.menu', icon: AssessmentIcon }],
};
