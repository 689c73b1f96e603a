import { backupSuite } from './support/backup-suite.ts'

// The default install's database: the embedded PostgreSQL's data folder (issue 21).
backupSuite('embedded')
