import { ZCreateSavedView, ZSavedView, ZUpdateSavedView } from '../savedViews';
import { ZSimpleRestListQuery } from '../simpleRest';
import { call } from './define';

/**
 * Saved list views (decision 1004), simple REST (decision 1003). Any signed-in user keeps their own; a view
 * shared with the firm is seen by everyone in it and changed only by its owner or a firm administrator.
 */
export const savedViewCalls = {
  listSavedViews: call({
    method: 'get',
    path: '/keel/{firmId}/savedViews',
    tag: 'Saved views',
    summary:
      'The caller\'s own views and those shared with the firm: filter {"resource","shared","q","id"}, sort name, updatedAt or resource; the total in Content-Range',
    query: ZSimpleRestListQuery,
    response: ZSavedView,
    list: true,
    simpleRest: 'savedViews',
  }),
  getSavedView: call({
    method: 'get',
    path: '/keel/{firmId}/savedViews/{savedViewId}',
    tag: 'Saved views',
    summary: "One view the caller may see (someone else's private view is a 404)",
    response: ZSavedView,
    simpleRest: 'savedViews',
  }),
  createSavedView: call({
    method: 'post',
    path: '/keel/{firmId}/savedViews',
    tag: 'Saved views',
    summary: "Saves a list's filters, sort and columns under a name, for oneself or shared with the firm",
    body: ZCreateSavedView,
    response: ZSavedView,
    created: true,
    simpleRest: 'savedViews',
  }),
  updateSavedView: call({
    method: 'put',
    path: '/keel/{firmId}/savedViews/{savedViewId}',
    tag: 'Saved views',
    summary: 'Renames, re-shares or re-saves a view (its owner, or a firm administrator for a shared one)',
    body: ZUpdateSavedView,
    response: ZSavedView,
    simpleRest: 'savedViews',
  }),
  deleteSavedView: call({
    method: 'delete',
    path: '/keel/{firmId}/savedViews/{savedViewId}',
    tag: 'Saved views',
    summary: 'Deletes a view (its owner, or a firm administrator for a shared one); answers the deleted view',
    response: ZSavedView,
    simpleRest: 'savedViews',
  }),
} as const;
