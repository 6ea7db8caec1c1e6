import { useMount } from '@mobile/react-kit';
import { isApiError, KYC_RULES, successToast } from '@mobile/shared-contracts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useSubmitKyc } from '../api/kyc';
import { addPicked, type PickedImage, type PickProblem } from '../picked-images';

/** The server's refusals this page words itself (the upload is a silent call). */
const REFUSALS = ['KYC_IMAGE_INVALID', 'KYC_IMAGE_TOO_LARGE', 'KYC_IMAGE_COUNT', 'KYC_NOT_OPEN'];

/** A picked image as the member will send it; the object URL lives as long as the preview. */
function Preview({ image, index, onRemove }: { image: PickedImage; index: number; onRemove(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const objectUrl = URL.createObjectURL(image.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.file]);
  const name = image.file.name;
  return (
    <li className="identity-preview">
      {url ? (
        <img
          className="identity-preview__image"
          src={url}
          alt={t('identity.photo', { n: index + 1, name })}
        />
      ) : (
        <span className="identity-preview__image">{t('identity.photo', { n: index + 1, name })}</span>
      )}
      <button
        type="button"
        className="mk-button mk-button--plain mk-button--small"
        aria-label={t('identity.remove', { name })}
        onClick={onRemove}
      >
        {t('identity.removeShort')}
      </button>
    </li>
  );
}

/**
 * Picks (or takes, on a phone) up to three photos of an identity document, checks each as the server will
 * (type, size, count: a bad file is named and left out, nothing picked is lost), shows them, and sends them
 * with the upload's progress; a failed upload keeps the photos for another try.
 */
export default function IdentityUpload({ onSent }: { onSent(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const { bus } = useMount();
  const inputId = useId();
  const [picked, setPicked] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<PickProblem[]>([]);
  const [empty, setEmpty] = useState(false);
  const [percent, setPercent] = useState(0);
  const submit = useSubmitKyc((share) => setPercent(Math.round(share * 100)));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const result = await addPicked(picked, files);
    setPicked(result.picked);
    setProblems(result.problems);
    setEmpty(false);
    submit.reset();
  };

  const send = () => {
    if (submit.isPending) return;
    if (picked.length === 0) return setEmpty(true);
    setPercent(0);
    submit.mutate(
      picked.map((image) => image.file),
      {
        onSuccess: () => {
          bus.emit(successToast(`${MEMBER_NS}:identity.sent`));
          onSent();
        },
      },
    );
  };

  const failure = submit.error
    ? isApiError(submit.error) && REFUSALS.includes(submit.error.code)
      ? t(`identity.refused.${submit.error.code}`)
      : t('identity.failed')
    : null;
  const full = picked.length >= KYC_RULES.maxImages;

  return (
    <div className="identity-upload">
      <p id={`${inputId}-hint`}>{t('identity.pickHint', { max: KYC_RULES.maxImages })}</p>
      <label className={`mk-button identity-upload__pick${full || submit.isPending ? ' is-disabled' : ''}`}>
        {t('identity.addPhotos')}
        <input
          className="mk-visually-hidden"
          type="file"
          accept={KYC_RULES.types.join(',')}
          capture="environment"
          multiple
          disabled={full || submit.isPending}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void choose(event)}
        />
      </label>
      {problems.length > 0 ? (
        <ul className="acct-alert identity-upload__problems" role="alert">
          {problems.map((p) => (
            <li key={`${p.name}-${p.problem}`}>
              {t(`identity.problem.${p.problem}`, { name: p.name, max: KYC_RULES.maxImages })}
            </li>
          ))}
        </ul>
      ) : null}
      {picked.length > 0 ? (
        <ul
          className="identity-previews"
          aria-label={t('identity.picked', { count: picked.length, max: KYC_RULES.maxImages })}
        >
          {picked.map((image, index) => (
            <Preview
              key={image.id}
              image={image}
              index={index}
              onRemove={() => setPicked((current) => current.filter((p) => p.id !== image.id))}
            />
          ))}
        </ul>
      ) : null}
      {empty ? (
        <p className="acct-alert" role="alert">
          {t('identity.pickFirst')}
        </p>
      ) : null}
      {submit.isPending ? (
        <div role="status" className="identity-upload__progress">
          <progress max={100} value={percent} aria-label={t('identity.progressLabel')} />
          <span>{t('identity.uploading', { percent })}</span>
        </div>
      ) : null}
      {failure ? (
        <p className="acct-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="button" className="mk-button" disabled={submit.isPending} onClick={send}>
        {failure ? t('identity.retry') : t('identity.submit')}
      </button>
    </div>
  );
}
