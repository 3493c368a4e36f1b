/**
 * The name of the check run the workflow preview-check.yml reports on each pull request's last
 * commit (scripts/preview-check.ts), which the editor reads (preview-status.ts).
 */
export const CONTENT_CHECK_RUN = "content check";
