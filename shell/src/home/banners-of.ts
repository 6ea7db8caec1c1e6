import { type AnnouncementList, imageSrc } from '@mobile/shared-contracts';

export interface Banner {
  id: number;
  title: string;
  image: string;
  /** Where a tap goes: a path of this site or an external (e.g. video) URL. */
  link: string | null;
}

/** The banners of a list that have an image, image addresses resolved against the site's CDN. */
export function bannersOf(list: Pick<AnnouncementList, 'content'>, cdn: string | null): Banner[] {
  return list.content.flatMap((item) => {
    const image = imageSrc(item.url, cdn);
    return image ? [{ id: item.id, title: item.title, image, link: item.linkage }] : [];
  });
}
