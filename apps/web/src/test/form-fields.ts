import { fireEvent, screen, waitFor, within } from '@testing-library/react'

// Filling in a form the way a user does (tests only).

/** Opens a select and finds its option (Mantine keeps the dropdown in the DOM; jsdom runs no transition). */
export async function findOption(select: string, name: string | RegExp) {
  const input = await screen.findByRole('combobox', { name: select })
  fireEvent.click(input)
  const listbox = await waitFor(() => {
    const id = input.getAttribute('aria-controls')
    const element = id ? document.getElementById(id) : null
    if (!element) throw new Error(`no listbox for ${select}`)
    return element
  })
  return within(listbox).findByRole('option', { name, hidden: true })
}

/** Types `value` into the field labelled `label`. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
