/** A plain message for the counsellor: the script stops with exit code 1 and no stack trace. */
export class Refusal extends Error {}
