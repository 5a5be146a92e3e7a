/**
 * Optional instruction images of a mission (POST admin/s3/upload): checked here for type and size
 * first (the server sniffs the content again), uploaded one at a time, listed with a remove button.
 */
import { Badge, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AD_IMAGES_MAX, DEFAULT_MISSION_IMAGE_MAX_BYTES, MISSION_IMAGE_TYPES, uploadMessages } from '@nurly/contracts';
import { notify, useAction } from '@nurly/shared';
import type { MissionImage } from '@nurly/contracts/schemas';
import { postMissionImage } from '../lib/ad-form-api';

export interface MissionImagesProps {
  images: MissionImage[];
  onChange: (images: MissionImage[]) => void;
  /** The target's MID or place id the images belong to; empty: ask for it first. */
  productRef: string;
}

export function MissionImages({ images, onChange, productRef }: MissionImagesProps) {
  const { t } = useTranslation('admin-ads');
  const input = useRef<HTMLInputElement>(null);
  const upload = useAction(postMissionImage, { success: false, onSuccess: (image) => onChange([...images, image]) });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (!productRef) return void notify.warning(t('rules.imageTargetFirst'));
    if (!(MISSION_IMAGE_TYPES as readonly string[]).includes(file.type)) return void notify.error(uploadMessages.fileType);
    if (file.size > DEFAULT_MISSION_IMAGE_MAX_BYTES) return void notify.error(uploadMessages.fileTooLarge(DEFAULT_MISSION_IMAGE_MAX_BYTES));
    await upload(file, productRef);
  };

  return (
    <Stack gap="2">
      <Text fontWeight="medium" fontSize="sm">
        {t('form.images')}
      </Text>
      <HStack gap="2" wrap="wrap">
        {images.map((image) => (
          <Badge key={image.id} size="lg" variant="outline" gap="1">
            {image.name}
            <CloseButton
              size="2xs"
              aria-label={t('form.removeImage', { name: image.name })}
              onClick={() => onChange(images.filter((other) => other.id !== image.id))}
            />
          </Badge>
        ))}
        <Button
          size="sm"
          variant="outline"
          loading={upload.isRunning}
          disabled={images.length >= AD_IMAGES_MAX}
          onClick={() => input.current?.click()}
        >
          {t('form.addImage')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={MISSION_IMAGE_TYPES.join(',')}
          hidden
          onChange={(event) => void onFile(event)}
          data-testid="image-input"
        />
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t('form.imagesHelp')}
      </Text>
    </Stack>
  );
}
