import JobIcon from '@mui/icons-material/PlaylistPlay';
import { Route } from 'react-router-dom';
import type { ConsoleResource } from '../../shell/consoleArea';
import { lazyPage, onlyAtItsAddress } from '../../shell/routePages';

const JobStart = lazyPage(() => import('./JobStart'), 'JobStart');
const JobShow = lazyPage(() => import('./JobShow'), 'JobShow');

/**
 * /jobs: bulk work on the shared job queue (decision 0602): the jobs with their progress, a run of
 * quarterly valuation statements (/jobs/statements), and one job's progress and outcomes (/jobs/{id}).
 */
export const jobs: ConsoleResource = {
  name: 'jobs',
  pages: {
    list: onlyAtItsAddress(lazyPage(() => import('./JobList'), 'JobList')),
    icon: JobIcon,
    recordRepresentation: 'title',
  },
  routes: [
    <Route key="statements" path="statements" element={<JobStart />} />,
    <Route key="show" path=":id" element={<JobShow />} />,
  ],
  // Keel's own endpoints, read through ra-data-simple-rest (decision 1003); jobItems has no pages of its own.
  data: {
    jobs: { permission: 'Client', list: 'listJobsRest', one: 'getJobRest', simpleRest: true },
    jobItems: { permission: 'Client', list: 'listJobItemsRest', simpleRest: true },
  },
  messages: [{ resources: { jobs: { name: 'Jobs |||| Jobs' } } }],
  pageWords: () => import('./messages').then((words) => [words.jobMessages]),
  menu: [{ resource: 'jobs' }],
};
