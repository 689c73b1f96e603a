import type { Message } from '@innkeep/contract'
import { notifications } from '@mantine/notifications'

/** A refused step (VALIDATION: "only a confirmed reservation can check in…"), said in a toast. */
export function showRefusal(messages: Message[]): void {
  notifications.show({ color: 'red', message: messages.map((m) => m.text).join(' '), autoClose: 8000 })
}
