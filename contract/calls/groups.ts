import {
  ZCreatePortfolioGroup,
  ZPatchPortfolioGroup,
  ZPortfolioGroup,
  ZPortfolioGroupListQuery,
  ZPortfolioGroupQuery,
} from '../groups';
import { call } from './define';

/** Portfolio groups: client fee groups and pension account groups (spec §7 "Portfolio groups"). */
export const groupCalls = {
  listPortfolioGroups: call({
    method: 'get',
    path: '/portfolioGroup/{firmId}',
    tag: 'Portfolio groups',
    summary: 'Search client fee groups and pension account groups',
    permission: ['Client Fee Group', 'read'],
    query: ZPortfolioGroupListQuery,
    response: ZPortfolioGroup,
    list: true,
  }),
  getPortfolioGroup: call({
    method: 'get',
    path: '/portfolioGroup/{firmId}/{id}',
    tag: 'Portfolio groups',
    summary: 'One group with a page of its members (filtered by name)',
    permission: ['Client Fee Group', 'read'],
    query: ZPortfolioGroupQuery,
    response: ZPortfolioGroup,
  }),
  patchPortfolioGroup: call({
    method: 'patch',
    path: '/portfolioGroup/{firmId}/{id}',
    tag: 'Portfolio groups',
    summary: 'Rename, archive or restore a group, and change its members',
    permission: ['Client Fee Group', 'readWrite'],
    body: ZPatchPortfolioGroup,
    response: ZPortfolioGroup,
  }),
  createPortfolioGroup: call({
    method: 'post',
    path: '/portfolioGroup',
    tag: 'Portfolio groups',
    summary: 'Create a client fee group (or pension account group) with its first members',
    permission: ['Client Fee Group', 'readWrite'],
    body: ZCreatePortfolioGroup,
    created: true,
  }),
} as const;
