/**
 * The resource engine: from a type's declaration, its validation, CRUD, lists, expansion and
 * routes. The declarations themselves live in ../resources/ and reach the engine as a registry.
 */
export { anObject, declarationOf, LINE_ITEM_FIELDS, lineItemParentColumn, registryOf, REJECTERS, REJECTION_CODES } from "./resource-declaration";
export type { RejectionCode, ResourceDeclaration, ResourceObject, ResourceRegistry } from "./resource-declaration";
export { resourceActions } from "./resource-actions";
export { registerBooksWatch } from "./books-watch";
export { listQuery } from "./resource-lists.store";
export { present } from "./resource-views";
export { lockPending } from "./resource-rows.store";
export { ID_RULE } from "./write-rules";
export { checkSandboxOutcome, SANDBOX_OUTCOMES, sandboxOutcome } from "./sandbox-outcomes";
export type { SandboxOutcome } from "./sandbox-outcomes";
