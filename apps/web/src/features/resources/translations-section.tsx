import { Accordion, Fieldset, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { TRANSLATION_LANGUAGES, type TranslationsValues } from './translation-values.ts'

/**
 * Překlady pro hosty: a group's or a room's name and description in English and German, for the
 * booking page in the guest's language; collapsed, as most houses write Czech only. Empty: Czech shown.
 */
export function TranslationsSection() {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<{ translations: TranslationsValues }>()
  const errors = formState.errors.translations
  return (
    <Accordion variant="contained" chevronPosition="left" keepMountedMode="display-none" data-testid="translations">
      <Accordion.Item value="translations">
        <Accordion.Control icon={<IconLanguage size={18} />}>{t('resources.translations.title')}</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('resources.translations.lead')}
            </Text>
            {TRANSLATION_LANGUAGES.map((language) => (
              <Fieldset key={language} legend={t(`resources.translations.language.${language}`)} variant="unstyled">
                <Stack gap="xs">
                  <TextInput
                    label={t(`resources.translations.name.${language}`)}
                    maxLength={80}
                    error={errors?.[language]?.name?.message}
                    {...register(`translations.${language}.name`)}
                  />
                  <Textarea
                    label={t(`resources.translations.description.${language}`)}
                    autosize
                    minRows={2}
                    maxRows={6}
                    error={errors?.[language]?.description?.message}
                    {...register(`translations.${language}.description`)}
                  />
                </Stack>
              </Fieldset>
            ))}
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  )
}
