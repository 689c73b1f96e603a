// A worker thread does not inherit the parent's tsx loader (Node 20, also not under vitest): this plain
// JavaScript entry registers tsx in the worker, then loads the TypeScript entry named in workerData.
import { workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
await import(workerData.entry)
