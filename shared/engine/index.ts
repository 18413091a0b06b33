/**
 * The resource engine: from a type's declaration, its validation, CRUD, lists, expansion and
 * routes. The declarations themselves live in ../resources/ and reach the engine as a registry.
 */
export { anObject, declarationOf, isExpired, LINE_ITEM_FIELDS, lineItemParentColumn, registryOf, REJECTERS } from "./resource-declaration";
export type { ResourceDeclaration, ResourceObject, ResourceRegistry } from "./resource-declaration";
export { DECLINES, REJECTION_CODES, reasonCodeView } from "./decline-catalogue";
export type { RejectionCode } from "./decline-catalogue";
export { DECLINE_DETAIL_MAX, DECLINE_FIELD_MAX, EXAMPLE_REJECTION, REASON_CODE, reasonCodes } from "./decline-schemas";
export type { Decline } from "./decline-schemas";
export { resourceActions } from "./resource-actions";
export { registerBooksWatch } from "./books-watch";
export { listQuery } from "./resource-lists.store";
export { present } from "./resource-views";
export { lockPending } from "./resource-rows.store";
export { ID_RULE } from "./write-rules";
export { checkSandboxOutcome, sandboxOutcome } from "./sandbox-outcomes";
export type { SandboxOutcome } from "./sandbox-outcomes";
