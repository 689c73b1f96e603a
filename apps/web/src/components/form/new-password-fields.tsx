import { PasswordInput } from '@mantine/core'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { requiredField } from './required-field.ts'

interface Props {
  password: UseFormRegisterReturn
  repeat: UseFormRegisterReturn
  passwordError: string | undefined
  repeatError: string | undefined
}

/** A new password and its repetition, with sign-up's hint; the form checks the two are the same. */
export function NewPasswordFields({ password, repeat, passwordError, repeatError }: Props) {
  const { t } = useTranslation()
  const toggle = { 'aria-label': t('auth.togglePassword') }
  return (
    <>
      <PasswordInput
        label={t('auth.newPassword')}
        description={t('auth.passwordHint')}
        // the hint below the field: beside other password fields the inputs stay in one line
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="new-password"
        visibilityToggleButtonProps={toggle}
        {...requiredField}
        error={passwordError}
        {...password}
      />
      <PasswordInput
        label={t('auth.repeatPassword')}
        autoComplete="new-password"
        visibilityToggleButtonProps={toggle}
        {...requiredField}
        error={repeatError}
        {...repeat}
      />
    </>
  )
}
