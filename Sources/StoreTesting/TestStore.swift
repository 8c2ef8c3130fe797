// PLACEHOLDER: replaced by the runtime (issue 3).
import StoreRuntime
