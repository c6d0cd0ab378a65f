import { generatePath } from 'react-router-dom';
import { routeOf } from '../../app/paths.ts';

export { tagPath } from '../../components/question/links.ts';

export const tagListPath = routeOf('/tags').path;

/** Addresses of a tag's other pages (spec/routes.yaml), by slug or by id. */
export const tagInfoPath = (slug: string) => generatePath(routeOf('/tags/:tagName/info').path, { tagName: slug });
export const tagEditPath = (tagId: string) => generatePath(routeOf('/tags/:tagId/edit').path, { tagId });
export const tagTimelinePath = (tagId: string) => generatePath(routeOf('/tags/:tid/timeline').path, { tid: tagId });
