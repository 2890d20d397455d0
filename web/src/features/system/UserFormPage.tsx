import { useMutation, useQuery } from '@apollo/client/react';
import type { FormikHelpers } from 'formik';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CreateUserDocument,
  NextUserNumberDocument,
  UserChoicesDocument,
  UserDocument,
} from '../../__generated__/graphql.ts';
import { showSuccess } from '../../app/toaster.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { ForbiddenResult, isForbidden } from '../../components/QueryFailure.tsx';
import { ResultPage } from '../../components/ResultPage.tsx';
import { applyServerErrors } from '../../components/form/index.ts';
import { groupOptions, organisationOptions, roleOptions } from './choices.ts';
import { USER_FIELDS, UserForm } from './UserForm.tsx';
import { showError } from '../../app/toaster.tsx';
import { useFormConflict } from '../../components/useFormConflict.tsx';
import { emptyUser, userInput, userValues } from './userSchema.ts';
import type { UserFormValues } from './userSchema.ts';
import { UpdateUserDocument } from '../../__generated__/graphql.ts';

const listPath = '/sys/user';

/** /sys/user/add: a new user with the generated number, or with ?id= the user to edit. */
export default function UserFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const choices = useQuery(UserChoicesDocument);
  const existing = useQuery(UserDocument, { variables: { id: id ?? '' }, skip: !id });
  const nextNumber = useQuery(NextUserNumberDocument, {
    skip: Boolean(id),
    fetchPolicy: 'network-only',
  });
  const [createUser] = useMutation(CreateUserDocument, { context: { skipErrorToast: true } });
  const [updateUser] = useMutation(UpdateUserDocument, { context: { skipErrorToast: true } });
  // A save refused because someone changed the user since the form was filled (CONFLICT).
  const conflict = useFormConflict(USER_FIELDS, id ? () => existing.refetch() : undefined);

  const failure = choices.error ?? existing.error ?? nextNumber.error;
  if (failure && isForbidden(failure)) return <ForbiddenResult />;
  const loading =
    (choices.loading && !choices.data) ||
    (existing.loading && !existing.data) ||
    (nextNumber.loading && !nextNumber.data);
  if (loading) return <PageLoading />;
  if (id && existing.data && !existing.data.user) {
    return <ResultPage code="404" title="用户不存在" />;
  }

  const user = existing.data?.user ?? null;
  const groups = groupOptions(choices.data?.groups, user?.group);
  const initialValues: UserFormValues = user
    ? userValues(user)
    : {
        ...emptyUser,
        userNumber: nextNumber.data?.nextUserNumber ?? '',
        // The administrator's own group is the only one on offer, so it is the one chosen.
        groupId: groups.length === 1 ? (groups[0]?.value ?? '') : '',
      };

  const submit = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    try {
      const input = userInput(values);
      if (user) {
        await updateUser({ variables: { id: user.id, input, expectedVersion: user.version } });
      } else {
        const password = values.initialPassword.trim();
        await createUser({
          variables: { input: { ...input, initialPassword: password === '' ? null : password } },
        });
      }
      showSuccess('保存成功');
      conflict.clear();
      return true;
    } catch (error) {
      const message = conflict.refused(error, { ...values }, { ...initialValues });
      if (message === null) applyServerErrors(helpers, error);
      else showError(message);
      return false;
    }
  };

  return (
    <UserForm
      initialValues={initialValues}
      isNew={!user}
      roles={roleOptions(choices.data?.allRoles, initialValues.roleIds)}
      organisations={organisationOptions(
        choices.data?.organisationTree,
        initialValues.organisationIds,
      )}
      groups={groups}
      onSubmit={submit}
      onSaved={() => void navigate(listPath)}
      onCancel={() => void navigate(listPath)}
      notice={conflict.notice}
    />
  );
}
