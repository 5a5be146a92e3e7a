// The feature-unit rule's inputs (eslint.config.js), kept apart so the config stays readable.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Front-end folders whose features are not yet units (a feature still imports another feature's
 * files): the feature-unit zones below skip them until what two features share has moved into the
 * remote's ui/ or lib/ (or a package).
 */
export const featureUnitsPending = ['host-shell', 'mfe-hub', 'mfe-keywords'];

/**
 * One zone per feature folder of every remote (and the host shell): a feature imports its own files,
 * the remote's ui/ and lib/, and packages, never another feature (bulletproof-react's rule).
 */
export function featureUnitZones(root, dirs) {
  return dirs
    .filter((dir) => !featureUnitsPending.includes(dir))
    .flatMap((dir) => {
      const features = path.join(root, dir, 'src', 'features');
      if (!fs.existsSync(features)) return [];
      return fs
        .readdirSync(features, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({
          target: `./${dir}/src/features/${entry.name}`,
          from: `./${dir}/src/features`,
          except: [`./${entry.name}`],
          message: `A feature is a unit: ${dir}/src/features/${entry.name} imports only its own files, ${dir}'s ui/ and lib/, and packages; move what two features share into ui/ or lib/.`,
        }));
    });
}
