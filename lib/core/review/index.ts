/*
 * Review before publishing (承認): the door other modules use. The repository's refusal of a save
 * that needs approval is guard.ts, which the repository imports directly (this door imports the
 * repository). Rules and labels the browser also uses are rules.ts.
 */
export {
  approveChangeRequest,
  CHANGE_REQUEST_TOPIC,
  type ChangeRequest,
  type ChangeRequestEvent,
  getChangeRequest,
  listChangeRequests,
  mayRead,
  myChangeRequest,
  pendingReviewCount,
  type RequestChangeInput,
  requestChange,
  returnChangeRequest,
  withdrawChangeRequest,
} from './requests';
export { reviewRequired, reviewSettings, setReviewSettings } from './settings';
export * from './rules';
