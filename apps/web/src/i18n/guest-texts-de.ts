import texts from './de.guest.json'

/** The guest pages' German catalogue: only the guest namespaces (guest-catalogue.test.ts keeps its keys those of Czech). */
export { texts }
